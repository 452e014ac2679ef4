import { DetailsTable } from '../../components/DetailsTable';
import { formatYen } from '../../generator/format';
import { useCallQuery } from '../../providers/useCall';
import type { EntryDraft } from './entryDraft';
import type { EventDetail, Fee, LuncheonSeminar } from '../../api/events';
import { dateSpan } from './eventPages';

const slot = (item: { startTime: string; endTime: string; title: string; room: string }) =>
  `${item.startTime}〜${item.endTime} ${item.title}（${item.room}）`;

/** What will be sent, spelled out (the chosen sections by GetListEventSectionByIds). */
export function EntryConfirm({
  event,
  fee,
  draft,
  luncheons,
}: {
  event: EventDetail;
  fee: Fee;
  draft: EntryDraft;
  luncheons: LuncheonSeminar[];
}) {
  const { parentSectionId, childrenIds } = draft.selection;
  const ids = parentSectionId === null ? [] : [parentSectionId, ...childrenIds];
  const sections = useCallQuery('GetListEventSectionByIds', { ids }, { enabled: ids.length > 0 });
  const byId = new Map((sections.data?.data ?? []).map((section) => [section.id, section]));
  const rows: [string, string[]][] = [
    ['学会・セミナー', [event.title]],
    ['開催日', [dateSpan(event.startDate, event.endDate)]],
    ['会場', [event.venue]],
  ];
  if (parentSectionId !== null) {
    rows.push(['コース', [byId.get(parentSectionId)?.title ?? '']]);
    rows.push([
      '受講する講座',
      childrenIds.flatMap((id) => {
        const section = byId.get(id);
        return section ? [slot(section)] : [];
      }),
    ]);
  }
  if (luncheons.length > 0) {
    const chosen = luncheons.filter((seminar) => draft.luncheonSeminarIds.includes(seminar.id));
    rows.push([
      'ランチョンセミナー',
      chosen.length === 0
        ? ['参加しない']
        : chosen.map(
            (seminar) => `${seminar.date.replaceAll('-', '/')} ${seminar.code} ${seminar.title}`,
          ),
    ]);
  }
  rows.push(['参加費', [`${formatYen(fee.amount)}（税込・${fee.memberType}）`]]);
  rows.push(['参加規約', ['同意する']]);
  return <DetailsTable label="申込内容" rows={rows} labelWidth={180} />;
}
