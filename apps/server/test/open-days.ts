/**
 * A repair day a garage of the defaults (Monday to Friday until 17:30, England and Wales' bank holidays)
 * is open on, for any module's tests: they pick open days whatever day they run (decision 0084). Here so
 * a module's tests reach another module's rule as its code may not (layering.test.ts).
 */
export { openDayAhead } from '../src/modules/garages/bank-holidays.ts';
