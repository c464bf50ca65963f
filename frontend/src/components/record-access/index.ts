export { RecordAccessSection } from './record-access-section.tsx';
