import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Input, Rating, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGES,
  FEEDBACK_OTHER_CATEGORY_ID,
  FEEDBACK_TEXT_MAX,
  feedbackRequestSchema,
  type FeedbackRequest,
} from '@medi/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AlertBanner } from '../../components/AlertBanner';

type FeedbackFormValues = z.input<typeof feedbackRequestSchema>;

const EMPTY_FEEDBACK: FeedbackFormValues = {
  Rating: 0,
  CategoryIDs: [],
  CustomCategoryText: '',
  IssueDescription: '',
  SuggestionsImprovement: '',
};

const STAR_COUNT = 5;

function starLabel(stars: number): string {
  return stars === 1 ? '1 star' : `${stars} stars`;
}

/**
 * The live count under a capped text ("42/100 characters"); at the cap it says so, politely announced, since the
 * field takes nothing more (a longer paste is cut there).
 */
function counter(text: string | undefined) {
  const length = text?.length ?? 0;
  return (
    <span aria-live={length >= FEEDBACK_TEXT_MAX ? 'polite' : 'off'}>
      {`${length}/${FEEDBACK_TEXT_MAX} characters`}
      {length >= FEEDBACK_TEXT_MAX
        ? ` (the limit: nothing beyond ${FEEDBACK_TEXT_MAX} characters is kept)`
        : ''}
    </span>
  );
}

interface FeedbackFormProps {
  submitting: boolean;
  onSubmit: (feedback: FeedbackRequest) => void;
  onCancel: () => void;
}

/** The feedback popup's form (spec 01 section 5): stars, categories, description and suggestions. */
export function FeedbackForm({ submitting, onSubmit, onCancel }: FeedbackFormProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useForm<FeedbackFormValues, unknown, FeedbackRequest>({
    resolver: zodResolver(feedbackRequestSchema),
    defaultValues: EMPTY_FEEDBACK,
  });
  const [categoryIds, description, suggestions] = useWatch({
    control,
    name: ['CategoryIDs', 'IssueDescription', 'SuggestionsImprovement'],
  });
  const otherChosen = categoryIds.includes(FEEDBACK_OTHER_CATEGORY_ID);
  // Every rule of the schema answers the same text, so the form shows it once rather than per field.
  const incomplete = isSubmitted && Object.keys(errors).length > 0;

  return (
    <form noValidate aria-label="Feedback" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack gap="md">
        <Controller
          control={control}
          name="Rating"
          render={({ field }) => (
            <Input.Wrapper
              label="How would you rate your experience?"
              withAsterisk
              id="feedback-rating"
              labelElement="div"
            >
              <Rating
                role="radiogroup"
                aria-labelledby="feedback-rating-label"
                count={STAR_COUNT}
                size="lg"
                value={field.value}
                // Clicking the chosen star again clears the rating (spec 01 section 5).
                onChange={(stars) => field.onChange(stars === field.value ? 0 : stars)}
                getSymbolLabel={starLabel}
                mt={4}
              />
            </Input.Wrapper>
          )}
        />
        <Controller
          control={control}
          name="CategoryIDs"
          render={({ field }) => (
            <Checkbox.Group
              label="What is your feedback about?"
              withAsterisk
              value={field.value.map(String)}
              onChange={(values) => field.onChange(values.map(Number))}
            >
              <Group gap="md" mt={6}>
                {FEEDBACK_CATEGORIES.map((category) => (
                  <Checkbox key={category.id} value={String(category.id)} label={category.label} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        {otherChosen && (
          <TextInput
            label="Please specify"
            withAsterisk
            maxLength={FEEDBACK_TEXT_MAX}
            {...register('CustomCategoryText')}
          />
        )}
        <Textarea
          label={`Describe the issue or your experience (up to ${FEEDBACK_TEXT_MAX} characters)`}
          withAsterisk
          autosize
          minRows={2}
          maxLength={FEEDBACK_TEXT_MAX}
          description={counter(description)}
          inputWrapperOrder={['label', 'input', 'description']}
          {...register('IssueDescription')}
        />
        <Textarea
          label={`Suggestions for improvement (up to ${FEEDBACK_TEXT_MAX} characters)`}
          autosize
          minRows={2}
          maxLength={FEEDBACK_TEXT_MAX}
          description={counter(suggestions)}
          inputWrapperOrder={['label', 'input', 'description']}
          {...register('SuggestionsImprovement')}
        />
        {incomplete && <AlertBanner kind="error" message={FEEDBACK_MESSAGES.incomplete} />}
        <Text size="xs" c="dimmed">
          Fields marked * are required.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
