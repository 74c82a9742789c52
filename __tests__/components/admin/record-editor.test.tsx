import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordEditor } from '@/components/admin/content/record-editor';

const event = {
  id: 1,
  title: 'Final',
  description: 'A final.',
  date: '2027-01-02',
  time: '18:00',
  timeZone: 'America/Chicago',
  venue: 'Arena',
  streetAddress: '1 Main St',
  city: 'Austin',
  region: 'TX',
  postalCode: '78701',
  country: 'US',
  sport: 'golf',
  ticketPrice: 50,
  vipPrice: 90,
  availableTickets: 10,
  totalTickets: 20,
  image: '/a.jpg',
  imageAlt: 'A',
  prizePool: 100,
  athletes: [],
  highlights: ['Fun'],
};
const tickets = {
  events: [event],
  testimonials: [
    { quote: 'q', author: 'a', position: 'p' },
    { quote: 'q', author: 'b', position: 'p' },
  ],
  faq: [{ question: 'q', answer: 'a' }],
};

it('names the field a value fails, and clears it once fixed', async () => {
  const onSave = jest.fn();
  const user = userEvent.setup();
  render(
    <RecordEditor
      name="tickets"
      target={{ record: event, originalKey: '1' }}
      base={{ 'data/tickets.json': JSON.stringify(tickets) }}
      changes={[]}
      onSave={onSave}
      onCancel={() => {}}
    />,
  );
  const price = screen.getByLabelText('Ticket price', { exact: false });
  fireEvent.input(price, { target: { value: '' } });
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText(/^Ticket price: /)).toBeInTheDocument();
  fireEvent.input(price, { target: { value: '89' } });
  await waitFor(() => expect(screen.queryByText(/^Ticket price: /)).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ ticketPrice: 89 }), '1');
});

function renderEditor(onSave = jest.fn()) {
  render(
    <RecordEditor
      name="tickets"
      target={{ record: event, originalKey: '1' }}
      base={{ 'data/tickets.json': JSON.stringify(tickets) }}
      changes={[]}
      onSave={onSave}
      onCancel={() => {}}
    />,
  );
  return onSave;
}

it('adds to and removes from a list, and saves what the list holds', async () => {
  const user = userEvent.setup();
  const onSave = renderEditor();
  await user.click(screen.getByRole('button', { name: 'Add to highlights' }));
  await user.type(screen.getByRole('textbox', { name: 'Highlights 2' }), 'Late show');
  await user.click(screen.getByRole('button', { name: 'Remove Highlights 1' }));
  expect(screen.getByRole('textbox', { name: 'Highlights 1' })).toHaveValue('Late show');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ highlights: ['Late show'] }), '1');
});

it('edits the record as JSON, checked with the same schema', async () => {
  const user = userEvent.setup();
  const onSave = renderEditor();
  await user.click(screen.getByRole('button', { name: 'Edit as JSON' }));
  const text = screen.getByLabelText('Record as JSON', { exact: false });
  fireEvent.change(text, { target: { value: JSON.stringify({ ...event, ticketPrice: 'free' }) } });
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText(/ticketPrice: expected number/)).toBeInTheDocument();
  fireEvent.change(text, { target: { value: JSON.stringify({ ...event, ticketPrice: 61 }) } });
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ ticketPrice: 61 }), '1');
});
