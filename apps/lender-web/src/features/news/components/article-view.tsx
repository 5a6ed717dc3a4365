// An article in the detail popup (news, khazanah): its cover, byline and body — the server's HTML
// through SafeHtml (images and links kept, links opened safely in a new tab; nothing runs).
import { css } from '@pendana/design-system/styled-system/css';
import { SafeHtml } from '../../../lib/safe-html';

const styles = {
  root: css({ display: 'grid', gap: '4', minW: '0' }),
  cover: css({ width: 'full', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 'md' }),
  title: css({ textStyle: 'h2', overflowWrap: 'anywhere' }),
  byline: css({ color: 'fg.muted', textStyle: 'caption' }),
};

export interface ArticleViewProps {
  title: string;
  image: string | null;
  byline: string;
  html: string;
}

export function ArticleView({ title, image, byline, html }: ArticleViewProps) {
  return (
    <article className={styles.root}>
      {image ? <img className={styles.cover} src={image} alt="" width={640} height={400} /> : null}
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.byline}>{byline}</p>
      <SafeHtml html={html} />
    </article>
  );
}
