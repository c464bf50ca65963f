import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply } from '../../../test/mock-api.ts';
import { LeloExportButtons } from './lelo-export-buttons.tsx';

const REQUEST = { status: 'Signed', search: 'garcia', order: 'asc', pageSize: 300 } as const;

afterEach(() => vi.unstubAllGlobals());

describe('LeloExportButtons', () => {
  it("sends the list's filters without paging and says when nothing matches them", async () => {
    const { requests } = renderStaffPage(<LeloExportButtons request={REQUEST} />, {
      api: {
        '/api/optimizeLeloAPI': [
          jsonReply(404, { message: 'No data available for export.', code: 'export.empty' }),
        ],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('No data available to export with the current filters.')).toBeTruthy();
    expect(requests.map((request) => request.url)).toEqual([
      '/api/optimizeLeloAPI?status=Signed&search=garcia',
    ]);
  });

  it('a failed ZIP export says so in its own words', async () => {
    renderStaffPage(<LeloExportButtons request={REQUEST} />, {
      api: { '/api/optimizeLeloAPI/zip': [jsonReply(500, { message: 'boom' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export Signed Agreements (ZIP)' }));
    expect(await screen.findByText('An error occurred while exporting the data.')).toBeTruthy();
  });

  it('a failed Excel export says the general words', async () => {
    renderStaffPage(<LeloExportButtons request={REQUEST} />, {
      api: { '/api/optimizeLeloAPI': [jsonReply(500, { message: 'boom' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('Failed to export data. Please try again.')).toBeTruthy();
  });
});
