import { DUPLICATE_RULE_BADGES, DUPLICATE_RULE_TEXTS, type DuplicateRule } from '@enroll/domain';
import { Badge, type BadgeProps, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  // One line of text that wraps as text does, the badge at its start.
  badge: { marginInlineEnd: tokens.spacingHorizontalS, verticalAlign: 'text-bottom' },
});

/** The stronger the badge, the louder its colour (the badge's word says it too). */
const BADGE_COLORS: Record<(typeof DUPLICATE_RULE_BADGES)[DuplicateRule], BadgeProps['color']> = {
  Strong: 'danger',
  Likely: 'warning',
  'Sibling?': 'informative',
};

/** A rule's badge ('Strong', 'Likely', 'Sibling?'). */
export function RuleBadge({ rule }: { rule: DuplicateRule }) {
  const styles = useStyles();
  const badge = DUPLICATE_RULE_BADGES[rule];
  return (
    <Badge className={styles.badge} appearance="tint" color={BADGE_COLORS[badge]}>
      {badge}
    </Badge>
  );
}

/** A rule's badge and its one line, after what it joins (two records' names). */
export function RuleLine({ rule, joins }: { rule: DuplicateRule; joins?: string }) {
  return (
    <span>
      <RuleBadge rule={rule} />
      {joins ? `${joins}: ` : null}
      {DUPLICATE_RULE_TEXTS[rule]}
    </span>
  );
}
