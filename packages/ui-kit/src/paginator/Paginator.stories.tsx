import type { Meta, StoryObj } from '@storybook/react-vite';
import { APPOINTMENT_PAGE_SIZES } from '@rendezvous/domain';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Paginator } from './Paginator';

const meta = {
  title: 'Navigation/Paginator',
  component: Paginator,
  args: { page: 5, lastPage: 20, onChange: fn() },
} satisfies Meta<typeof Paginator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resize the preview: 1 page button around the current one at medium and below, 5 on large, 7 on extra large. */
export const ManyPages: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return <Paginator {...args} page={page} onChange={setPage} />;
  },
};

export const WithPageSizes: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    const [pageSize, setPageSize] = useState<number>(10);
    return (
      <Paginator
        {...args}
        page={page}
        lastPage={Math.ceil(137 / pageSize)}
        onChange={setPage}
        pageSizes={APPOINTMENT_PAGE_SIZES}
        pageSize={pageSize}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    );
  },
};

/** Nothing is rendered when there is only one page. */
export const SinglePage: Story = { args: { page: 1, lastPage: 1 } };
