import styles from './article-html.module.css';

/**
 * Article HTML as the server stored it: sanitised on the way in (no script, event handlers or
 * javascript: URLs survive), so it is shown as is.
 */
export function ArticleHtml({ html, testId }: { html: string; testId?: string }) {
  return <div className={styles.html} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
