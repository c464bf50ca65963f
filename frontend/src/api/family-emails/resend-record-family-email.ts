import type { FamilyMailEntity, RecordFamilyEmail, RecordFamilyEmails } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { familyEmailKeys, familyEmailsPath } from './get-record-family-emails.ts';

/** POST …/{id}/family-emails/resend (Contributor+): a mail that could not be sent, queued again (202, 'pending'). */
export function resendRecordFamilyEmail(
  entity: FamilyMailEntity,
  id: string,
  mailId: string,
): Promise<RecordFamilyEmail> {
  return apiFetch<RecordFamilyEmail>(`${familyEmailsPath(entity, id)}/resend`, {
    method: 'POST',
    json: { mailId },
  });
}

/** Resend one of the record's mails; the list shows it pending at once, then reads again. */
export function useResendRecordFamilyEmail(entity: FamilyMailEntity, id: string) {
  const queryClient = useQueryClient();
  const key = familyEmailKeys.of(entity, id);
  return useMutation({
    mutationFn: (mailId: string) => resendRecordFamilyEmail(entity, id, mailId),
    onSuccess: (mail) => {
      queryClient.setQueryData<RecordFamilyEmails>(key, (list) =>
        list ? { emails: list.emails.map((one) => (one.mailId === mail.mailId ? mail : one)) } : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
