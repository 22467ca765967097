import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Group,
  Input,
  Pagination,
  Rating,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createReview,
  customerKeys,
  customerMeQuery,
  myReviewEligibilityQuery,
  reviewKeys,
  reviewQueries,
  siteKeys,
  updateReview,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  REVIEW_MAX_RATING,
  ReviewFormSchema,
  ReviewMessages,
  type Review,
  type ReviewForm,
} from '@rendezvous/domain';
import { useFormat, useMessage } from '@rendezvous/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerSession } from '../../api/customer-session';
import { AnchorLink } from '../site/AnchorLink';

/** The reviews, newest first, and the form to add one (for a signed-in customer). */
export default function ReviewsBody({
  businessId,
  subdomain,
}: {
  businessId: number;
  subdomain?: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const format = useFormat();
  const api = useApi();
  const [page, setPage] = useState(1);
  const reviews = useQuery(
    reviewQueries.list(api, { business_id: businessId, appendUser: true, paginate: 10, page }),
  );
  const signedIn = useQuery({ ...customerMeQuery(api), enabled: customerSession.token() !== null });
  const [editing, setEditing] = useState<number | null>(null);

  return (
    <Stack>
      {reviews.isPending && <Text c="dimmed">{t('reviews.loading')}</Text>}
      {reviews.isError && (
        <Alert color="red" role="alert">
          {t('reviews.loadFailed')}{' '}
          <Anchor component="button" onClick={() => void reviews.refetch()}>
            {t('common.retry')}
          </Anchor>
        </Alert>
      )}
      {reviews.data && reviews.data.data.length === 0 && (
        <Text>{message(ReviewMessages.empty)}</Text>
      )}
      {reviews.data?.data.map((review) =>
        editing === review.id ? (
          <ReviewFormCard
            key={review.id}
            businessId={businessId}
            editing={review}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Card key={review.id} withBorder radius="md" component="article">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Avatar
                src={review.user?.image_url}
                alt=""
                name={review.user?.full_name}
                color="initials"
              />
              <Stack gap={2}>
                <Text fw={600}>{review.user?.full_name ?? t('reviews.anonymous')}</Text>
                <Group gap="xs">
                  <Rating value={review.rating} readOnly size="xs" aria-hidden />
                  <Text size="xs" c="dark.4">
                    {t('reviews.stars', { count: review.rating, max: REVIEW_MAX_RATING })} ·{' '}
                    {format.mediumDate(review.created_at.slice(0, 10))}
                  </Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {review.text}
                </Text>
                {signedIn.data && review.user?.id === signedIn.data.id && (
                  <Anchor
                    component="button"
                    size="sm"
                    ta="start"
                    onClick={() => setEditing(review.id)}
                    aria-label={t('reviews.editLabel')}
                  >
                    {t('reviews.edit')}
                  </Anchor>
                )}
              </Stack>
            </Group>
          </Card>
        ),
      )}
      {reviews.data && reviews.data.last_page > 1 && (
        <Pagination
          total={reviews.data.last_page}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
      )}
      {signedIn.data ? (
        <MayReview businessId={businessId} />
      ) : subdomain ? (
        <Text size="sm">
          <AnchorLink to="/site/$subdomain/login" params={{ subdomain }} search={{ type: 'user' }}>
            {t('reviews.signInToWrite')}
          </AnchorLink>
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The form for a customer who may review now (a visit of theirs awaits a review); otherwise
 * why not, before they write a word.
 */
function MayReview({ businessId }: { businessId: number }) {
  const { t } = useTranslation();
  const message = useMessage();
  const api = useApi();
  const eligibility = useQuery(myReviewEligibilityQuery(api));
  // Once written, the form stays with its thanks (the answer now says "already reviewed").
  const [wrote, setWrote] = useState(false);
  const form = <ReviewFormCard businessId={businessId} onDone={() => setWrote(true)} />;
  if (wrote) return form;
  if (eligibility.isPending) return <Text c="dimmed">{t('reviews.checking')}</Text>;
  if (eligibility.isError) {
    return (
      <Alert color="red" role="alert">
        {message(eligibility.error.message)}{' '}
        <Anchor component="button" onClick={() => void eligibility.refetch()}>
          {t('common.retry')}
        </Anchor>
      </Alert>
    );
  }
  if (!eligibility.data.can_review) {
    return (
      <Alert color="gray" role="status" title={t('reviews.write')}>
        {message(eligibility.data.message)}
      </Alert>
    );
  }
  return form;
}

/** Writes a new review, or edits the customer's own (`editing`) in its place in the list. */
function ReviewFormCard({
  businessId,
  editing,
  onDone,
}: {
  businessId: number;
  editing?: Review;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useForm<ReviewForm>({
    initialValues: { rating: editing?.rating ?? 0, text: editing?.text ?? '' },
    validate: zod4Resolver(ReviewFormSchema, { errorPriority: 'first' }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (values: ReviewForm) => {
      const review = { rating: Number(values.rating), text: values.text };
      return editing
        ? updateReview(api, editing.id, review)
        : createReview(api, { business_id: businessId, ...review });
    },
    onSuccess: async () => {
      if (!editing) form.reset();
      // First: a new review's form stays (with its thanks) once eligibility says "reviewed".
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      // The site's average and count come with its payload.
      await queryClient.invalidateQueries({ queryKey: siteKeys.all });
      await queryClient.invalidateQueries({ queryKey: customerKeys.reviewEligibility() });
    },
    onError: (error) => setFailure(error.message),
  });
  return (
    <Card
      withBorder
      radius="md"
      component="form"
      noValidate
      aria-label={t(editing ? 'reviews.editLabel' : 'reviews.formLabel')}
      onSubmit={form.onSubmit(
        (values) => {
          setFailure(null);
          add.mutate(values);
        },
        () => setFailure(ReviewMessages.failed),
      )}
    >
      <Stack>
        <Text fw={600} component="h3" m={0} fz="md">
          {t(editing ? 'reviews.editLabel' : 'reviews.write')}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {message(failure)}
          </Alert>
        )}
        {add.isSuccess && (
          <Alert color="green" role="status">
            {t('reviews.thanks')}
          </Alert>
        )}
        <Input.Wrapper
          label={t('reviews.rating')}
          required
          error={message(form.errors.rating as string) || undefined}
          description={t('reviews.ratingHint')}
        >
          <Rating
            count={REVIEW_MAX_RATING}
            value={Number(form.values.rating) || 0}
            onChange={(value) => form.setFieldValue('rating', value)}
            aria-label={t('reviews.rating')}
          />
        </Input.Wrapper>
        <Textarea
          label={t('reviews.text')}
          required
          autosize
          minRows={3}
          {...form.getInputProps('text')}
          error={message(form.errors.text as string) || undefined}
        />
        <Group>
          <Button type="submit" loading={add.isPending} w={{ base: '100%', sm: 'auto' }}>
            {t(editing ? 'reviews.save' : 'reviews.submit')}
          </Button>
          {editing && (
            <Button variant="default" onClick={onDone} w={{ base: '100%', sm: 'auto' }}>
              {t('reviews.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
