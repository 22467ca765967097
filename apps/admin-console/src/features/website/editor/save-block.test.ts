import { fakeApi } from '@rendezvous/api-client/testing';
import { AppError, ErrorCode } from '@rendezvous/domain';
import { describe, expect, it, vi } from 'vitest';
import { makeBlock } from '../test-fixtures';
import { saveBlock, SaveStepError, type SaveStep } from './save-block';

function refuse(): never {
  throw new AppError(ErrorCode.Internal, 'Server error');
}
const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const sent = (api: ReturnType<typeof fakeApi>) =>
  vi.mocked(api.request).mock.calls.map(([m, p]) => `${m} ${p}`);

describe('saveBlock', () => {
  it('creates the block, saves its strings then its long texts, then uploads each image', async () => {
    const api = fakeApi({
      'POST business-theme-entities': () => makeBlock('property', 5),
      'POST business-theme-entity-items': () => makeBlock('property', 5),
      'POST file/upload': () => ({ id: 1 }),
    });
    const entity = await saveBlock(api, {
      businessId: 10,
      themeId: 3,
      kind: 'property',
      order: 2,
      items: { property_type: 'house', description: 'Bright' },
      textKeys: ['description'],
      images: [png(), png()],
    });
    expect(entity.id).toBe(5);
    expect(sent(api)).toEqual([
      'post business-theme-entities',
      'post business-theme-entity-items',
      'post business-theme-entity-items',
      'post file/upload',
      'post file/upload',
    ]);
  });

  it('updates an existing block in place: bulk update, and a single image replaced', async () => {
    const api = fakeApi({
      'PUT business-theme-entity-items/bulk-update': () => null,
      'POST file/replace': () => ({ id: 2 }),
    });
    await saveBlock(api, {
      businessId: 10,
      themeId: 3,
      kind: 'actionCard',
      existing: makeBlock('actionCard', 7, { action_card_button_text: 'Go' }, ['/old.png']),
      items: { action_card_button_text: 'Visit' },
      images: [png()],
      singleImage: true,
    });
    expect(sent(api)).toEqual(['put business-theme-entity-items/bulk-update', 'post file/replace']);
  });

  const created = () => makeBlock('aboutMe', 6);
  const failures: [SaveStep, Record<string, () => unknown>, number, number | undefined][] = [
    ['block', { 'POST business-theme-entities': refuse }, 1, undefined],
    [
      'text',
      { 'POST business-theme-entities': created, 'POST business-theme-entity-items': refuse },
      2,
      6,
    ],
    [
      'images',
      {
        'POST business-theme-entities': created,
        'POST business-theme-entity-items': () => null,
        'POST file/upload': refuse,
      },
      3,
      6,
    ],
  ];
  it.each(failures)(
    'stops at the %s step, naming it and the block made so far',
    async (step, handlers, calls, id) => {
      const api = fakeApi(handlers);
      const saving = saveBlock(api, {
        businessId: 10,
        themeId: 3,
        kind: 'aboutMe',
        items: { about_me_text: 'Hello' },
        images: [png(), png()],
      });
      const error = await saving.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SaveStepError);
      expect((error as SaveStepError).step).toBe(step);
      expect((error as SaveStepError).entity?.id).toBe(id);
      expect(api.request).toHaveBeenCalledTimes(calls);
    },
  );
});
