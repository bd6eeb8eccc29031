import Anchor from 'antd/es/anchor';
import styles from './venue-sections.module.css';

export interface IntroSection {
  id: string;
  title: string;
}

/** Height of the pinned navigation, so a section scrolled to is not hidden under it. */
const NAV_HEIGHT = 52;

/** The introduction navigation: pins to the top once scrolled past and follows the section in view. */
export function IntroNav({ sections }: { sections: readonly IntroSection[] }) {
  return (
    <div className={styles.introNav}>
      <Anchor
        direction="horizontal"
        offsetTop={0}
        targetOffset={NAV_HEIGHT + 8}
        replace
        items={sections.map((section) => ({ key: section.id, href: `#${section.id}`, title: section.title }))}
      />
    </div>
  );
}
