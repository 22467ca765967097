import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { DebouncedSearch } from './DebouncedSearch';

function type(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: text } });
}

describe('DebouncedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once, 500 ms after typing stops', () => {
    const onSearch = vi.fn();
    renderWithProvider(<DebouncedSearch onSearch={onSearch} />);

    type('j');
    act(() => vi.advanceTimersByTime(300));
    type('jo');
    act(() => vi.advanceTimersByTime(300));
    type('john');
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onSearch).toHaveBeenCalledWith('john');
  });

  it('does not search again for the same trimmed text', () => {
    const onSearch = vi.fn();
    renderWithProvider(<DebouncedSearch onSearch={onSearch} />);
    type('john');
    act(() => vi.advanceTimersByTime(500));
    type('john ');
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('clears at once with the clear button', () => {
    const onSearch = vi.fn();
    renderWithProvider(<DebouncedSearch onSearch={onSearch} />);
    type('john');
    act(() => vi.advanceTimersByTime(500));

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('shows a search reset by the caller', () => {
    const { rerender } = renderWithProvider(<DebouncedSearch onSearch={vi.fn()} value="john" />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('john');
    rerender(<DebouncedSearch onSearch={vi.fn()} value="" />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });
});
