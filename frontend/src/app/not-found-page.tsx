import { Title1 } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { BrandHeader } from '../components/brand-header/brand-header.tsx';
import { useTranslation } from '../i18n/use-translation.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <BrandHeader />
      <main id="main" style={{ padding: 24, textAlign: 'center' }}>
        <Title1 as="h1">{t('common.notFoundTitle')}</Title1>
        <p>{t('common.notFoundBody')}</p>
        <Link to="/">{t('common.goHome')}</Link>
      </main>
    </>
  );
}
