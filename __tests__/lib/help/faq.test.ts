import { filterFaq } from '@/lib/help/faq';

const items = [
  { id: 'refunds', topic: 'Tickets', question: 'What is the refund policy?', answer: ['Cancel 48 hours before.'] },
  { id: 'judging', topic: 'Contests', question: 'How are winners decided?', answer: ['Public voting (60%) and judges (40%).'] },
];

describe('help center search', () => {
  it('searches question, answer and topic', () => {
    expect(filterFaq(items, 'REFUND').map((i) => i.id)).toEqual(['refunds']);
    expect(filterFaq(items, '48 hours').map((i) => i.id)).toEqual(['refunds']);
    expect(filterFaq(items, 'contests').map((i) => i.id)).toEqual(['judging']);
    expect(filterFaq(items, '').length).toBe(2);
  });

  it('is safe with "(" and a 5,000-character query', () => {
    expect(filterFaq(items, '(60%)').map((i) => i.id)).toEqual(['judging']);
    expect(filterFaq(items, 'q'.repeat(5000))).toEqual([]);
  });
});
