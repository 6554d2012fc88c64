import { SearchText } from '@yardline/domain/containers/container-records';
import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { useSuggestions } from '../api/autocomplete.ts';

/** Search by container number or IGM, with suggestions of both; each search opens a tab. */
export function ContainerSearch({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const typed = SearchText.safeParse(text);
  const suggestions = useSuggestions(typed.success ? typed.data : '');
  const options = [
    ...(suggestions.data?.numbers.length
      ? [
          {
            label: 'Container numbers',
            options: suggestions.data.numbers.map((value) => ({ value })),
          },
        ]
      : []),
    ...(suggestions.data?.igms.length
      ? [{ label: 'IGM numbers', options: suggestions.data.igms.map((value) => ({ value })) }]
      : []),
  ];
  const search = (value: string) => {
    const parsed = SearchText.safeParse(value);
    if (!parsed.success || parsed.data === '') return;
    onSearch(parsed.data);
    setText('');
  };
  return (
    <AutoComplete
      value={text}
      options={options}
      onChange={setText}
      onSelect={search}
      style={{ width: 320 }}
    >
      <Input.Search
        size="middle"
        aria-label="Search containers"
        placeholder="Container number or IGM"
        allowClear
        onSearch={search}
      />
    </AutoComplete>
  );
}
