/** '2026-05-01 至 2026-05-07' (报名截止), with the missing end shown as 长期. */
export function activityWindow(start: string | null, deadline: string | null): string {
  if (!start && !deadline) return '长期有效';
  return `${start ?? '即日起'} 至 ${deadline ?? '长期'}`;
}
