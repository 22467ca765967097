import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { LanguageButtons } from './LanguageButtons';

describe('LanguageButtons', () => {
  it('presses the shown language, names each in itself and asks for the other', async () => {
    const onChange = vi.fn();
    renderWithProvider(<LanguageButtons value="en" onChange={onChange} label="Language" />);
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    const french = screen.getByRole('button', { name: 'Français' });
    expect(french).toHaveAttribute('lang', 'fr-CA');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(french);
    expect(onChange).toHaveBeenCalledWith('fr-CA');
  });
});
