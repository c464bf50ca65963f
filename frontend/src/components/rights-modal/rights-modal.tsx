import { Link } from '@fluentui/react-components';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import './i18n/register.ts';

const loadDialog = () => import('./rights-dialog.tsx');
const RightsDialog = lazy(async () => ({ default: (await loadDialog()).RightsDialog }));

interface RightsModalProps {
  /**
   * Controlled use: the owner opens the modal from a control of its own, and no link is shown.
   * Left out, the modal brings its own link 'Charter School Enrollment Rights'.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The 'Charter School Enrollment Rights' modal: California's charter enrollment rules in plain language. */
export function RightsModal({ open, onOpenChange }: RightsModalProps) {
  const { t } = useTranslation('rightsModal');
  const [ownOpen, setOwnOpen] = useState(false);
  const link = useRef<HTMLButtonElement>(null);
  const controlled = open !== undefined;
  const isOpen = controlled ? open : ownOpen;
  const change = (next: boolean) => {
    if (!controlled) setOwnOpen(next);
    onOpenChange?.(next);
    if (!next) link.current?.focus();
  };
  return (
    <>
      {!controlled && (
        <Link
          as="button"
          type="button"
          ref={link}
          aria-haspopup="dialog"
          onClick={() => change(true)}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
        >
          {t('open')}
        </Link>
      )}
      {isOpen && (
        <Suspense fallback={null}>
          <RightsDialog open={isOpen} onOpenChange={change} />
        </Suspense>
      )}
    </>
  );
}
