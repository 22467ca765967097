import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { strongParts } from './strong-parts';

describe('strongParts', () => {
  it('shows the strong parts in bold and the rest as text, a value holding markup as written', () => {
    const { container } = render(
      <p>{strongParts('Retirer <strong>Jo <b>Lee</b></strong> de la liste pour <strong>Coupe</strong>?')}</p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Retirer <strong>Jo &lt;b&gt;Lee&lt;/b&gt;</strong> de la liste pour <strong>Coupe</strong>?</p>',
    );
  });
});
