import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { page, siteFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const review = {
  id: 1,
  business_id: 7,
  rating: 4,
  text: 'Lovely cut.',
  status: 'published' as const,
  user: { id: 3, full_name: 'Léa Côté', image_url: null },
  created_at: '2026-02-20T15:00:00Z',
};

function reviewsApi(reviews = [review], extra: Record<string, () => unknown> = {}) {
  return fakeApi({
    'GET site/maison': () => siteFixture(),
    'GET map-config': () => ({ tile_url: null, attribution: '', geocoder: 'offline' }),
    'GET reviews': () => page(reviews),
    ...extra,
  });
}

describe('the reviews of a site', () => {
  it('lists the reviews with their stars and date, and asks visitors to sign in to write one', async () => {
    const api = reviewsApi();
    await renderApp({ path: '/site/maison', api });
    const region = await screen.findByRole('region', { name: 'Reviews' });
    expect(
      await within(region).findByText('Lovely cut.'),
    ).toBeInTheDocument();
    expect(within(region).getByText(/4 stars out of 5 · Feb 20, 2026/)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      '/site/maison/login?type=user',
    );
    expect(callOf(api, 'get', 'reviews')?.query).toMatchObject({
      business_id: 7,
      appendUser: true,
      page: 1,
    });
  });

  it("lets a signed-in customer add one, refusing it without rating and text (the spec's messages)", async () => {
    localStorage.setItem('rendezvous.site.7.customer_token', 'customer-token');
    const api = reviewsApi([], {
      'GET user/me': () => ({
        id: 3,
        firstname: 'Léa',
        lastname: 'Côté',
        email: 'lea@client.test',
      }),
      'POST reviews': () => review,
      'GET user/review-eligibility': () => ({ can_review: true, reason: 'ok', message: null }),
    });
    await renderApp({ path: '/site/maison', api });
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await userEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Rating and review content is required!',
    );
    expect(within(form).getByText('Rating is required')).toBeInTheDocument();
    expect(within(form).getByText('Review content is required')).toBeInTheDocument();

    // Mantine's stars are labels over visually hidden radios; a click on the star picks it.
    const fourStars = within(form).getByRole('radio', { name: '4' });
    await userEvent.click(form.querySelector(`label[for="${fourStars.id}"]`)!);
    await userEvent.type(within(form).getByLabelText(/Your review/), 'Lovely cut.');
    await userEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await within(form).findByText('Thank you for your review!')).toBeInTheDocument();
    expect(callOf(api, 'post', 'reviews')?.json).toEqual({
      business_id: 7,
      rating: 4,
      text: 'Lovely cut.',
    });
  });

  it('lets the author edit their own review in place, and only theirs', async () => {
    localStorage.setItem('rendezvous.site.7.customer_token', 'customer-token');
    const other = {
      ...review,
      id: 2,
      text: 'Too loud.',
      user: { id: 9, full_name: 'Sam', image_url: null },
    };
    const api = reviewsApi([review, other], {
      'GET user/me': () => ({
        id: 3,
        firstname: 'Léa',
        lastname: 'Côté',
        email: 'lea@client.test',
      }),
      'PATCH reviews/1': () => ({ ...review, text: 'Lovely cut, quick too.' }),
      'GET user/review-eligibility': () => ({
        can_review: false,
        reason: 'already_reviewed',
        message: 'You have already reviewed this visit.',
      }),
    });
    await renderApp({ path: '/site/maison', api });
    const region = await screen.findByRole('region', { name: 'Reviews' });
    const edit = await within(region).findByRole(
      'button',
      { name: 'Edit your review' },
    );
    expect(within(region).getAllByRole('button', { name: 'Edit your review' })).toHaveLength(1);
    await userEvent.click(edit);
    const form = within(region).getByRole('form', { name: 'Edit your review' });
    const text = within(form).getByLabelText(/Your review/);
    expect(text).toHaveValue('Lovely cut.');
    await userEvent.clear(text);
    await userEvent.type(text, 'Lovely cut, quick too.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save review' }));
    await vi.waitFor(() =>
      expect(callOf(api, 'patch', 'reviews/1')?.json).toEqual({
        rating: 4,
        text: 'Lovely cut, quick too.',
      }),
    );
  });

  it('tells a customer why they cannot review yet before they write, in French', async () => {
    localStorage.setItem('rendezvous.site.7.customer_token', 'customer-token');
    const api = reviewsApi([], {
      'GET user/me': () => ({ id: 4, firstname: 'Noé', lastname: 'Roy', email: 'noe@client.test' }),
      'GET user/review-eligibility': () => ({
        can_review: false,
        reason: 'after_visit',
        message: 'You can review after your appointment.',
      }),
    });
    await renderApp({ path: '/site/maison', api, language: 'fr-CA' });
    const region = await screen.findByRole('region', { name: 'Avis' });
    expect(
      await within(region).findByText(
        'Vous pourrez donner votre avis après votre rendez-vous.',
        {},
      ),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('form')).not.toBeInTheDocument();
    expect(callOf(api, 'post', 'reviews')).toBeUndefined();
  });
});
