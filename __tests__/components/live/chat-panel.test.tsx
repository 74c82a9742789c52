import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatPanel } from '@/components/live/chat-panel';
import type { ChatMessage } from '@/lib/live/session';

const messages: ChatMessage[] = [
  { id: 'a', username: 'Kate', message: '<img src=x onerror=alert(1)>', timestamp: 0, isContestant: false, type: 'chat' },
  { id: 'b', username: 'Live Host', message: 'A new competitor just went live!', timestamp: 0, isContestant: false, type: 'system' },
  { id: 'c', username: 'You', message: 'You voted for Maya!', timestamp: 0, isContestant: false, type: 'vote' },
];

describe('ChatPanel', () => {
  it('shows messages as text and labels system and vote messages apart', () => {
    const { container } = render(<ChatPanel messages={messages} live={false} onSend={() => null} />);
    const list = screen.getByRole('list', { name: 'Chat messages' });
    expect(within(list).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Live update: A new competitor just went live!');
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Vote: You voted for Maya!');
    expect(screen.getByRole('textbox', { name: 'Chat message' })).toHaveAttribute('placeholder', 'Cheer on the athletes...');
  });

  it('uses the competitor placeholder while live', () => {
    render(<ChatPanel messages={[]} live onSend={() => null} />);
    expect(screen.getByRole('textbox', { name: 'Chat message' })).toHaveAttribute('placeholder', 'Message as competitor...');
  });

  it('refuses empty and over-long text, counts what is left and clears after a send', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn((): string | null => null);
    render(<ChatPanel messages={[]} live={false} onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Chat message' });
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type a message before sending.');
    expect(onSend).not.toHaveBeenCalled();

    await user.clear(input);
    await user.click(input);
    await user.paste('y'.repeat(201));
    expect(screen.getByText('1 character over the 200-character limit')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Messages can be at most 200 characters.');
    expect(onSend).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '  Go Maya!  ');
    expect(screen.getByText('192 of 200 characters left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Go Maya!');
    expect(input).toHaveValue('');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
