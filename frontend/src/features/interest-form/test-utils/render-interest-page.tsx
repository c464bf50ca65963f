import { Suspense } from 'react';
import { jsonReply } from '../../../test/mock-api.ts';
import { renderWithRouter } from '../../../test/render-with-router.tsx';
import { InterestFormPage } from '../interest-form-page.tsx';

export { mockApi, type RecordedRequest, stubResizeObserver } from '../../../test/mock-api.ts';

/**
 * The interest page with the app's providers, at `url`, on the brand of `host`; a part still loading
 * (another language's texts) shows nothing, as the app's own boundary does.
 */
export function renderInterestPage({ url = '/interest', host = 'learn4life.localhost' } = {}) {
  return renderWithRouter(
    [
      {
        path: '/interest',
        element: (
          <Suspense fallback={null}>
            <InterestFormPage />
          </Suspense>
        ),
      },
    ],
    { url, host },
  );
}

export const reply = {
  json: jsonReply,
  created: () => jsonReply(201, { id: 'interest-1', _uuid: '3f0b7a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' }),
  notFound: () => jsonReply(404, { message: 'Site not found' }),
  networkError: () => new TypeError('Failed to fetch'),
};
