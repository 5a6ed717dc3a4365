import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Steps } from '@pendana/design-system/components/steps';
import { DocumentTitle } from '../../lib/document-title';
import { StepHeading } from '../../lib/step-heading';
import type { Wizard } from './define-wizard';
import { wizardStyles as styles } from './styles';

export interface WizardPageProps {
  /** The wizard: its step labels, the id of its step heading (which the step's form is labelled by). */
  wizard: Omit<Wizard<never>, 'drafts'>;
  /** The wizard's title (h1); the document title is the step's label. */
  title: string;
  /** Index (from 0) of the step shown. */
  current: number;
  /** False hides the steps list (a single-section edit). */
  showSteps?: boolean;
  /** Shown between the title and the steps (the wizard's notices). */
  notices?: ReactNode;
  children: ReactNode;
}

/** The page of every wizard: title, notices, the steps list, the step heading, the step. */
export function WizardPage({
  wizard: { steps, headingId, messages },
  title,
  current,
  showSteps = true,
  notices,
  children,
}: WizardPageProps) {
  const intl = useIntl();
  const labels = steps.map((descriptor) => intl.formatMessage(descriptor));
  return (
    <div className={styles.page}>
      <DocumentTitle title={labels[current]} />
      <h1 className={styles.title}>{title}</h1>
      {notices}
      {showSteps ? (
        <Steps
          steps={labels.map((label, index) => ({ id: String(index), label }))}
          current={current}
          label={intl.formatMessage(messages.stepsLabel)}
          completedText={intl.formatMessage(messages.completed)}
          summary={({ current: at, total, label }) =>
            intl.formatMessage(messages.stepSummary, {
              current: String(at),
              total: String(total),
              label,
            })
          }
        />
      ) : null}
      <StepHeading id={headingId} step={current} className={styles.stepTitle}>
        {labels[current]}
      </StepHeading>
      {children}
    </div>
  );
}
