import { describe, expect, it } from 'vitest';
import { makeNotification } from '../../test-utils/make-notification.ts';
import { notificationsReducer } from './notifications-state.ts';

const [one, two, three] = [makeNotification(1), makeNotification(2), makeNotification(3)];

describe('notificationsReducer', () => {
  it('replaces the list with the initial state, keeping each unread one once', () => {
    const read = makeNotification(4, { read: true });
    expect(notificationsReducer([one], { type: 'initialState', notifications: [two, three, two, read] })).toEqual([
      two,
      three,
    ]);
  });

  it('puts a new notification on top, and ignores one it already has', () => {
    const state = notificationsReducer([two], { type: 'newNotification', notification: one });
    expect(state).toEqual([one, two]);
    expect(notificationsReducer(state, { type: 'newNotification', notification: { ...two } })).toBe(state);
  });

  it('removes what is marked read: one, a group of registration plus type, or all', () => {
    const comment = makeNotification(5, { type: 'ClaimCommentAdded', payload: { comment: 'Hello' } });
    const otherPlate = makeNotification(6, { registration: 'YX19ABC' });
    const state = [one, two, comment, otherPlate];
    expect(notificationsReducer(state, { type: 'markAsRead', id: two.id })).toEqual([one, comment, otherPlate]);
    expect(
      notificationsReducer(state, {
        type: 'markGroupAsRead',
        group: { registration: 'AB12CDE', type: 'ClaimStatusUpdated' },
      }),
    ).toEqual([comment, otherPlate]);
    expect(notificationsReducer(state, { type: 'markAllAsRead' })).toEqual([]);
  });
});
