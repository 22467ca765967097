import { describe, expect, it } from 'vitest';
import sharedFrench from './locales/fr-CA/messages.json';
import {
  matchMessageTemplate,
  placeholdersOf,
  templateProblems,
  translateWithCatalogs,
  type MessageCatalog,
} from './message-templates';

const NBSP = '\u00a0';

const french: MessageCatalog = {
  'Service name': 'Nom du service',
  'Password must be at most 128 characters': 'Le mot de passe doit contenir au plus 128 caractères',
  '{{label}} must be at most {{max, number}} characters':
    'Le champ « {{label}} » doit contenir au plus {{max, number}} caractères',
  'Password must be at most {{max, number}} characters':
    'Le mot de passe doit contenir au plus {{max, number}} caractères',
  'This business takes bookings at least {{notice}} ahead.':
    'Cette entreprise prend les réservations au moins {{notice}} à l’avance.',
  '{{n, number}} hours': '{{n, number}} heures',
  '{{n, number}} hour': '{{n, number}} heure',
  'Still without hours: {{names, list}}.': 'Toujours sans heures : {{names, list}}.',
  '{{email}} already has an account': '{{email}} a déjà un compte',
};
const fr = (message: string, catalogs: MessageCatalog[] = [french]) =>
  translateWithCatalogs(message, catalogs, 'fr-CA');

describe('translating a message with templates', () => {
  it('takes an exact key first, even where a template matches', () => {
    expect(fr('Password must be at most 128 characters')).toBe(
      'Le mot de passe doit contenir au plus 128 caractères',
    );
  });

  it('puts the values of a message in the translation, a label translated in turn', () => {
    expect(fr('Service name must be at most 100 characters')).toBe(
      'Le champ « Nom du service » doit contenir au plus 100 caractères',
    );
    // A label the catalogs do not know stays as sent.
    expect(fr('Colour must be at most 7 characters')).toBe(
      'Le champ « Colour » doit contenir au plus 7 caractères',
    );
  });

  it('writes numbers and lists the way the language does', () => {
    expect(fr('Note must be at most 20000 characters')).toBe(
      `Le champ « Note » doit contenir au plus 20${NBSP}000 caractères`,
    );
    expect(fr('Still without hours: Ann Roy, Bo Li and Cy Tan.')).toBe(
      'Toujours sans heures : Ann Roy, Bo Li et Cy Tan.',
    );
    expect(fr('Still without hours: Zoe Martin.')).toBe('Toujours sans heures : Zoe Martin.');
  });

  it('prefers the most specific template', () => {
    expect(fr('Password must be at most 64 characters')).toBe(
      'Le mot de passe doit contenir au plus 64 caractères',
    );
  });

  it('translates a value that is itself an instance of a template', () => {
    expect(fr('This business takes bookings at least 2 hours ahead.')).toBe(
      'Cette entreprise prend les réservations au moins 2 heures à l’avance.',
    );
    expect(fr('This business takes bookings at least 1 hour ahead.')).toBe(
      'Cette entreprise prend les réservations au moins 1 heure à l’avance.',
    );
  });

  it('shows a message no catalog knows as sent, and English as sent', () => {
    expect(fr('Something new happened')).toBe('Something new happened');
    // A number placeholder takes a number only.
    expect(fr('Note must be at most many characters')).toBe(
      'Note must be at most many characters',
    );
    expect(translateWithCatalogs('Service name must be at most 100 characters', [{}], 'en')).toBe(
      'Service name must be at most 100 characters',
    );
  });

  it('puts a value in as it is, never reading it as a placeholder or a nesting', () => {
    expect(fr('{{label}} already has an account')).toBe('{{label}} a déjà un compte');
    expect(fr('$t(Service name) already has an account')).toBe('$t(Service name) a déjà un compte');
  });

  it('looks at the catalogs in order and sees keys added to a catalog after its first use', () => {
    const app: Record<string, string> = {};
    expect(fr('ann@example.com was invited', [app, french])).toBe('ann@example.com was invited');
    app['{{email}} was invited'] = '{{email}} a été invité';
    expect(fr('ann@example.com was invited', [app, french])).toBe('ann@example.com a été invité');
    expect(fr('Service name', [{ 'Service name': 'Nom' }, french])).toBe('Nom');
  });

  it('names the template a message matches, with its values', () => {
    expect(matchMessageTemplate('Service name must be at most 100 characters', [french])).toEqual({
      template: '{{label}} must be at most {{max, number}} characters',
      values: { label: 'Service name', max: '100' },
    });
    expect(matchMessageTemplate('Nothing to see', [french])).toBeUndefined();
  });

  it('stays fast on long and hostile messages', () => {
    const catalogs = [sharedFrench as MessageCatalog];
    const hostile = [
      'a'.repeat(200_000),
      ' must be at most '.repeat(20_000),
      `${' must be at most 1'.repeat(10_000)} characters!`,
      `${'1 appointments of the series '.repeat(5_000)}cannot be booked`,
      `A business can send 1 invitations a day; ${'only 2 are left. '.repeat(10_000)}`,
    ];
    const started = performance.now();
    for (const message of hostile) translateWithCatalogs(message, catalogs, 'fr-CA');
    expect(performance.now() - started).toBeLessThan(500);
    // A real message that long is still matched.
    const label = 'x'.repeat(100_000);
    expect(translateWithCatalogs(`${label} cannot contain control characters`, catalogs, 'fr-CA')).toBe(
      `Le champ «${NBSP}${label}${NBSP}» ne peut pas contenir de caractères de contrôle`,
    );
  });
});

describe('template problems', () => {
  it('list the placeholders of a text as written', () => {
    expect(placeholdersOf('{{label}} at most {{ max , number }} and {{names, list}}')).toEqual([
      'label',
      'max, number',
      'names, list',
    ]);
  });

  it('report a translation whose placeholders are not its key’s', () => {
    expect(
      templateProblems({
        '{{label}} is wrong': 'Le champ est incorrect',
        '{{n, number}} booked': '{{n}} réservés',
        '{{n}} moved': '{{n}} déplacés {{extra}}',
        'Plain text': 'Texte {{oops}}',
        '{{label}} is right': '« {{label}} » est correct',
      }),
    ).toEqual({
      '{{label}} is wrong': 'the translation has the placeholders [], the key [label]',
      '{{n, number}} booked': 'the translation has the placeholders [n], the key [n, number]',
      '{{n}} moved': 'the translation has the placeholders [extra | n], the key [n]',
      'Plain text': 'the translation has placeholders the key has not',
    });
  });

  it('report a key that cannot be matched', () => {
    expect(
      Object.keys(
        templateProblems({
          '{{a}}{{b}} together': '{{a}}{{b}} ensemble',
          '{{a, money}} spent': '{{a, money}} dépensés',
          '{{a}} and {{a}}': '{{a}} et {{a}}',
          '{{a}}': '{{a}}',
        }),
      ),
    ).toEqual(['{{a}}{{b}} together', '{{a, money}} spent', '{{a}} and {{a}}', '{{a}}']);
  });
});
