import { Check } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { cx } from '@pendana/design-system/styled-system/css';
import { steps as stepsRecipe } from '@pendana/design-system/styled-system/recipes';

export interface StepItem {
  id: string;
  label: string;
}

export interface StepsProps {
  steps: StepItem[];
  /** Zero-based index of the current step (steps.length when all are done). */
  current: number;
  /** Accessible name of the list (e.g. 'Langkah pendaftaran'). */
  label: string;
  /** Text shown on phones instead of the labels, e.g. ({current, total, label}) => `Langkah 2 dari 5: Data diri`. */
  summary: (info: { current: number; total: number; label: string }) => ReactNode;
  /** Hidden text for screen readers after a completed step's label (e.g. 'selesai'). */
  completedText: string;
  className?: string;
}

/** Wizard progress (eKYC): numbered steps, the current one marked with aria-current="step". */
export function Steps({ steps, current, label, summary, completedText, className }: StepsProps) {
  const styles = stepsRecipe();
  const currentStep = steps[Math.min(current, steps.length - 1)];
  return (
    <nav aria-label={label} className={cx(styles.root, className)}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const status = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
          return (
            <Fragment key={step.id}>
              <li
                className={styles.item}
                data-status={status}
                aria-current={status === 'current' ? 'step' : undefined}
              >
                <span className={styles.indicator} aria-hidden>
                  {status === 'complete' ? <Check /> : index + 1}
                </span>
                <span className={styles.label}>
                  {step.label}
                  {status === 'complete' ? (
                    <span
                      style={{
                        position: 'absolute',
                        width: 1,
                        height: 1,
                        overflow: 'hidden',
                        clip: 'rect(0 0 0 0)',
                      }}
                    >{` (${completedText})`}</span>
                  ) : null}
                </span>
                {index < steps.length - 1 ? (
                  <span className={styles.separator} data-status={status} aria-hidden />
                ) : null}
              </li>
            </Fragment>
          );
        })}
      </ol>
      <p className={styles.summary} aria-hidden>
        {summary({
          current: Math.min(current + 1, steps.length),
          total: steps.length,
          label: currentStep?.label ?? '',
        })}
      </p>
    </nav>
  );
}
