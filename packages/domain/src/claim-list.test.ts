import { describe, expect, it } from 'vitest';
import { attentionStatuses } from './claim-workflow.ts';
import { privilegesFor } from './privileges.ts';
import { normalisePhone, ZClaimListQuery } from './schemas/claim-list.ts';
import { ZLabelRequest } from './schemas/label.ts';

describe('the claims list query', () => {
  it('has defaults: the first page of 25, newest first', () => {
    expect(ZClaimListQuery.parse({})).toEqual({
      page: 1,
      pageSize: 25,
      sortOrder: 'desc',
      overdue: false,
      includeCountAll: false,
    });
  });

  it('reads comma lists of labels, plates without spaces and phones by their digits', () => {
    const query = ZClaimListQuery.parse({
      labels: 'Urgent, VIP,,',
      excludeLabels: 'Parked',
      plateNumber: 'ab12 c',
      phoneNumber: '+44 7700 900123',
      email: ' Dana@Example.TEST ',
      includeCountAll: 'true',
    });
    expect(query).toMatchObject({
      labels: ['Urgent', 'VIP'],
      excludeLabels: ['Parked'],
      plateNumber: 'AB12C',
      phoneNumber: '07700900123',
      email: 'dana@example.test',
      includeCountAll: true,
    });
  });

  it.each([
    ['page', { page: '-1' }],
    ['page', { page: '0' }],
    ['pageSize', { pageSize: '101' }],
    ['pageSize', { pageSize: 'ten' }],
    ['status', { status: 'lost' }],
    ['sortOrder', { sortOrder: 'sideways' }],
    ['plateNumber', { plateNumber: 'X'.repeat(10_000) }],
    ['plateNumber', { plateNumber: 'AB-12!' }],
    ['phoneNumber', { phoneNumber: '12' }],
    ['lastDays', { lastDays: '0' }],
    ['labels', { labels: Array.from({ length: 21 }, (_, i) => `L${i}`).join(',') }],
    ['includeCountAll', { includeCountAll: 'yes' }],
  ])('refuses a bad %s (%#)', (field, input) => {
    const result = ZClaimListQuery.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('says what a plate may be', () => {
    const result = ZClaimListQuery.safeParse({ plateNumber: 'X'.repeat(10_000) });
    expect(result.error?.issues[0]?.message).toBe('Please provide up to 8 letters and digits of a registration plate');
  });

  it.each([
    ['07700 900123', '07700900123'],
    ['+44 (0)7700-900123', '07700900123'],
    ['+447700900123', '07700900123'],
  ])('compares phone %s as %s', (phone, digits) => {
    expect(normalisePhone(phone)).toBe(digits);
  });
});

describe('label requests', () => {
  it('keep colours upper case and blank descriptions as none', () => {
    expect(ZLabelRequest.parse({ name: ' Urgent ', colour: '#1e88e5', description: ' ' })).toEqual({
      name: 'Urgent',
      colour: '#1E88E5',
      description: null,
    });
  });

  it.each([
    [{ name: 'A,B', colour: '#000000' }, 'A label cannot contain a comma'],
    [{ name: 'Urgent', colour: 'red' }, 'Please choose a colour like #1E88E5'],
    [{ name: '', colour: '#000000' }, 'This field is required'],
  ])('refuse %j', (input, message) => {
    expect(ZLabelRequest.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('claims requiring attention', () => {
  it('are, for the platform, the ones waiting to be registered, quoted, approved or paid', () => {
    expect(attentionStatuses('platform', privilegesFor('platform', 'SUPER_ADMIN'))).toEqual([
      'fnol',
      'registered',
      'awaiting-quote-authorisation',
      'bidding',
      'awaiting-bid-authorisation',
      'awaiting-pickup',
      'in-repair',
      'finished',
      'paid',
    ]);
  });

  it('are, for a client, the claims to register, authorise, approve, pay and close', () => {
    expect(attentionStatuses('owner', privilegesFor('client', 'USER'))).toEqual([
      'fnol',
      'registered',
      'awaiting-quote-authorisation',
      'bidding',
      'awaiting-bid-authorisation',
      'finished',
      'paid',
    ]);
  });

  it('are, for a repairer, the repairs to pick up, start and finish', () => {
    expect(attentionStatuses('assignee', privilegesFor('repairer', 'USER'))).toEqual(['awaiting-pickup', 'in-repair']);
  });

  it('are none for a party without the privileges', () => {
    expect(attentionStatuses('owner', [])).toEqual([]);
  });
});
