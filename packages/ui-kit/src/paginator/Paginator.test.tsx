import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { Paginator } from './Paginator';
import { siblingsForVisiblePages } from './use-visible-pages';

/** Pretends the window is at least `minWidthEm` wide for `(min-width: …em)` queries. */
function setWindowWidth(minWidthEm: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*([\d.]+)em/.exec(query)?.[1] ?? Infinity) <= minWidthEm,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

function pageButtons() {
  return screen.queryAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);
}

describe('Paginator', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls onChange with the chosen page', async () => {
    const onChange = vi.fn();
    renderWithProvider(<Paginator page={1} lastPage={3} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('marks the current page', () => {
    renderWithProvider(<Paginator page={2} lastPage={3} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing with a single page', () => {
    renderWithProvider(<Paginator page={1} lastPage={1} onChange={vi.fn()} />);
    expect(pageButtons()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('keeps the page-size select with a single page', async () => {
    const onPageSizeChange = vi.fn();
    renderWithProvider(
      <Paginator
        page={1}
        lastPage={1}
        onChange={vi.fn()}
        pageSizes={[5, 10, 15]}
        pageSize={10}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    expect(pageButtons()).toEqual([]);
    await userEvent.click(screen.getByRole('textbox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '15' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(15);
  });

  it.each([
    ['medium and down', 70, ['1', '10', '20']],
    ['large', 80, ['1', '8', '9', '10', '11', '12', '20']],
    ['extra large', 90, ['1', '7', '8', '9', '10', '11', '12', '13', '20']],
  ])('shows fewer pages on small screens (%s)', async (_size, widthEm, pages) => {
    setWindowWidth(widthEm);
    renderWithProvider(<Paginator page={10} lastPage={20} onChange={vi.fn()} />);
    await expect.poll(pageButtons).toEqual(pages);
  });

  it('turns a number of visible pages into Mantine siblings', () => {
    expect([1, 3, 5, 8].map(siblingsForVisiblePages)).toEqual([0, 1, 2, 3]);
  });
});
