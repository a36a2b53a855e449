import type { FeedbackRequest } from '@medi/contracts';
import { api } from '../../store/api';

export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    addFeedback: build.mutation<{ success: boolean }, FeedbackRequest>({
      query: (body) => ({ url: 'api/feedback/addfeedback', method: 'POST', body }),
    }),
  }),
});

export const { useAddFeedbackMutation } = feedbackApi;
