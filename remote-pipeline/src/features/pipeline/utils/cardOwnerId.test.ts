import { contact, deal } from '../../../testing/fixtures';
import { cardOwnerId } from './cardOwnerId';

it("is the contact's owner when the board card carries it, even when the deal has another", () => {
  expect(cardOwnerId(contact('c1', 'Ann', 'Lee', { owner_id: 'u1', deal: deal({ owner_id: 'u2' }) }))).toBe('u1');
  expect(cardOwnerId(contact('c1', 'Ann', 'Lee', { owner_id: null, deal: deal({ owner_id: 'u2' }) }))).toBeNull();
});

it("is the deal's owner when the card does not carry the contact's", () => {
  const { owner_id: _ignored, ...card } = contact('c1', 'Ann', 'Lee', { deal: deal({ owner_id: 'u2' }) });
  expect(cardOwnerId(card)).toBe('u2');
});
