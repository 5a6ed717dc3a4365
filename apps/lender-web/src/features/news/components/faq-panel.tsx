// The FAQ (spec §7 faq/list_kategori_group, faq/list_content): a category and a topic (group) chosen
// from lists — kept in the URL (`?category=&group=`) — and the topic's questions, each opening its
// answer. Searchable on the page: typed words look through every topic's questions and answers.
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getListFaqContentsQueryOptions,
  useListFaqCategories,
  useListFaqContents,
  type FaqCategory,
  type FaqContent,
} from '@pendana/api-sdk';
import { Accordion } from '@pendana/design-system/components/accordion';
import { EmptyState } from '@pendana/design-system/components/empty-state';
import { Select } from '@pendana/design-system/components/select';
import { TextField } from '@pendana/design-system/components/text-field';
import { css } from '@pendana/design-system/styled-system/css';
import { SafeHtml } from '../../../lib/safe-html';
import { DataScreen, useUrlFilters, type ScreenQuery } from '../../../lib/screen';
import { faqMessages as messages } from '../messages';
import { matchesFaq, queryWords } from '../utils/faq-search';

const styles = {
  root: css({ display: 'grid', gap: '4', minW: '0', maxW: '3xl' }),
  pickers: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  }),
  heading: css({ textStyle: 'h2' }),
  where: css({ color: 'fg.muted', textStyle: 'caption' }),
  answer: css({ display: 'grid', gap: '2' }),
};

const FAQ_DEFAULTS = { category: 0, group: 0 };

function QuestionList({
  items,
  where,
}: {
  items: FaqContent[];
  /** Where each question comes from, when they come from several topics (search). */
  where?: (item: FaqContent) => string;
}) {
  return (
    <Accordion
      items={items.map((item) => ({
        value: String(item.id),
        title: item.pertanyaan,
        content: (
          <div className={styles.answer}>
            {where ? <p className={styles.where}>{where(item)}</p> : null}
            <SafeHtml html={item.jawaban} />
          </div>
        ),
      }))}
    />
  );
}

function TopicQuestions({ categoryId, groupId }: { categoryId: number; groupId: number }) {
  const intl = useIntl();
  const query = useListFaqContents(categoryId, groupId);
  return (
    <DataScreen
      query={query}
      isEmpty={(data) => data.data.length === 0}
      empty={{ title: intl.formatMessage(messages.emptyTopic) }}
    >
      {({ data }) => <QuestionList items={data} />}
    </DataScreen>
  );
}

function Browse({ categories }: { categories: FaqCategory[] }) {
  const intl = useIntl();
  const { filters, setFilters } = useUrlFilters(FAQ_DEFAULTS);
  const category =
    categories.find((item) => item.category_id === filters.category) ?? categories[0];
  if (!category) return null;
  const group =
    category.groups.find((item) => item.group_id === filters.group) ?? category.groups[0];
  return (
    <>
      <div className={styles.pickers}>
        <Select
          label={intl.formatMessage(messages.category)}
          value={String(category.category_id)}
          onValueChange={(value) => setFilters({ category: Number(value), group: 0 })}
          options={categories.map((item) => ({
            value: String(item.category_id),
            label: item.nama_kategori,
          }))}
        />
        <Select
          label={intl.formatMessage(messages.topic)}
          value={group ? String(group.group_id) : ''}
          onValueChange={(value) => setFilters({ group: Number(value) })}
          options={category.groups.map((item) => ({
            value: String(item.group_id),
            label: item.nama_group,
          }))}
        />
      </div>
      {group ? (
        <section aria-labelledby="faq-topic-heading" className={styles.root}>
          <h2 id="faq-topic-heading" className={styles.heading}>
            {group.nama_group}
          </h2>
          <TopicQuestions categoryId={category.category_id} groupId={group.group_id} />
        </section>
      ) : (
        <EmptyState title={intl.formatMessage(messages.emptyTopic)} />
      )}
    </>
  );
}

interface Found {
  item: FaqContent;
  where: string;
}

function Search({ categories, typed }: { categories: FaqCategory[]; typed: string }) {
  const intl = useIntl();
  const topics = categories.flatMap((category) =>
    category.groups.map((group) => ({ category, group })),
  );
  // Every topic's questions (each cached as the topic's own list); the search runs over them all.
  const query: ScreenQuery<FaqContent[][]> = useQueries({
    queries: topics.map(({ category, group }) =>
      getListFaqContentsQueryOptions(category.category_id, group.group_id),
    ),
    combine: (results) => ({
      data: results.every((result) => result.data)
        ? results.map((result) => result.data?.data ?? [])
        : undefined,
      error: results.find((result) => result.isError)?.error ?? null,
      isError: results.some((result) => result.isError),
      isFetching: results.some((result) => result.isFetching),
      refetch: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
  const words = queryWords(typed);
  return (
    <DataScreen query={query}>
      {(lists) => {
        const found: Found[] = lists.flatMap((items, index) => {
          const topic = topics[index];
          if (!topic) return [];
          const where = intl.formatMessage(messages.where, {
            category: topic.category.nama_kategori,
            group: topic.group.nama_group,
          });
          return items.filter((item) => matchesFaq(item, words)).map((item) => ({ item, where }));
        });
        const whereOf = new Map(found.map(({ item, where }) => [item.id, where]));
        return (
          <section aria-labelledby="faq-results-heading" className={styles.root}>
            <h2 id="faq-results-heading" className={styles.heading} aria-live="polite">
              {intl.formatMessage(messages.results, { count: String(found.length) })}
            </h2>
            {found.length === 0 ? (
              <EmptyState title={intl.formatMessage(messages.noMatch, { query: typed.trim() })} />
            ) : (
              <QuestionList
                items={found.map(({ item }) => item)}
                where={(item) => whereOf.get(item.id) ?? ''}
              />
            )}
          </section>
        );
      }}
    </DataScreen>
  );
}

export function FaqPanel() {
  const intl = useIntl();
  const categories = useListFaqCategories();
  const [typed, setTyped] = useState('');
  const searching = queryWords(typed).length > 0;
  return (
    <div className={styles.root}>
      <TextField
        type="search"
        label={intl.formatMessage(messages.search)}
        hint={intl.formatMessage(messages.searchHint)}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <DataScreen
        query={categories}
        isEmpty={(data) => data.data.length === 0}
        empty={{ title: intl.formatMessage(messages.empty) }}
      >
        {({ data }) =>
          searching ? <Search categories={data} typed={typed} /> : <Browse categories={data} />
        }
      </DataScreen>
    </div>
  );
}
