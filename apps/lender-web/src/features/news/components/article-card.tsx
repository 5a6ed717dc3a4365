// One article of a list (a news item, a khazanah article): its cover, title, byline, summary, and
// "Baca" that opens it in the detail popup. The cover is decorative (the title says what it is).
import { Button } from '@pendana/design-system/components/button';
import { css } from '@pendana/design-system/styled-system/css';
import { surface } from '../../../lib/fact-list';

const styles = {
  cover: css({
    width: 'full',
    aspectRatio: '16 / 10',
    objectFit: 'cover',
    borderRadius: 'md',
    bg: 'bg.muted',
  }),
  title: css({ textStyle: 'h3', overflowWrap: 'anywhere' }),
  byline: css({ color: 'fg.muted', textStyle: 'caption' }),
};

export interface ArticleCardProps {
  title: string;
  image: string | null;
  byline: string;
  summary?: string;
  readLabel: string;
  /** The read button's name, holding its text: 'Baca {title}'. */
  readName: string;
  onRead: () => void;
}

export function ArticleCard({
  title,
  image,
  byline,
  summary,
  readLabel,
  readName,
  onRead,
}: ArticleCardProps) {
  return (
    <li className={surface}>
      {image ? (
        <img className={styles.cover} src={image} alt="" loading="lazy" width={640} height={400} />
      ) : null}
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.byline}>{byline}</p>
      {summary ? <p>{summary}</p> : null}
      <div>
        <Button variant="outline" size="sm" aria-label={readName} onClick={onRead}>
          {readLabel}
        </Button>
      </div>
    </li>
  );
}
