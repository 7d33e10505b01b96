/**
 * What a tournament's `frontend_identifier` says (engagement.md §3 Tournament and Quest;
 * TN-002, TN-020, TN-029; K-106, K-112).
 */

export type ItemKind = 'tournament' | 'quest' | 'achievement';
export type QuestSize = 'xs' | 's' | 'm' | 'robot-s' | 'robot-m';

const QUEST_SIZES: readonly QuestSize[] = ['xs', 's', 'm', 'robot-s', 'robot-m'];
/** K-106: the identifier's segment separator. */
export const QUEST_SEPARATOR = '--';

/** TN-002: `quest` marks a quest, `achievement` marks achievements, else a tournament. */
export function kindOf(identifier: string): ItemKind {
  if (identifier.includes('quest')) return 'quest';
  if (identifier.includes('achievement')) return 'achievement';
  return 'tournament';
}

/** TN-002: an item whose identifier is `nonvisible` is never listed. */
export function isHidden(identifier: string): boolean {
  return identifier === 'nonvisible';
}

/** TN-029: a test quest (identifier contains `ffc`), listed only with `enableTestQuests`. */
export function isTestQuest(identifier: string): boolean {
  return identifier.includes('ffc');
}

function isQuestSize(value: string | undefined): value is QuestSize {
  return value !== undefined && (QUEST_SIZES as readonly string[]).includes(value);
}

/**
 * TN-020: size = second `--` segment (default m, also for an unknown size), slug = third
 * segment (the identifier itself when there is none).
 */
export function parseQuestIdentifier(identifier: string): { size: QuestSize; slug: string } {
  const segments = identifier.split(QUEST_SEPARATOR);
  const size = segments[1];
  const slug = segments[2];
  return {
    size: isQuestSize(size) ? size : 'm',
    slug: slug !== undefined && slug !== '' ? slug : identifier,
  };
}
