import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { VenueCard } from '@/shared/catalogue/venue-card';
import { CardGridSkeleton } from '@/shared/ui/load-state';
import { Panel } from '@/shared/ui/page-frame';
import { QueryState } from '@/shared/ui/query-state';
import { useThemeSection } from '../api/theme-queries';
import { sectionListUrl, type ThemeSection } from './theme-sections';
import styles from './theme-section-block.module.css';

/** One anchored section of the theme page: its venues, or a Chinese empty or error state. */
export function ThemeSectionBlock({ section, cityId }: { section: ThemeSection; cityId: number }) {
  const query = useThemeSection(section, cityId);
  return (
    <Panel
      id={section.id}
      title={
        <>
          {section.title}
          <small style={{ marginLeft: 12, color: 'var(--ink-3)', fontSize: 13, fontWeight: 400 }}>{section.text}</small>
        </>
      }
      extra={
        <Link to={sectionListUrl(section)} style={{ color: 'var(--ink-3)', whiteSpace: 'nowrap' }}>
          查看更多 <RightOutlined />
        </Link>
      }
    >
      <QueryState query={query} loading={<CardGridSkeleton count={4} />} isEmpty={(page) => page.data.length === 0} empty="当前城市暂无此类场地">
        {(page) => (
          <div className={styles.grid}>
            {page.data.map((venue) => (
              <VenueCard key={venue.id} venue={venue} />
            ))}
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
