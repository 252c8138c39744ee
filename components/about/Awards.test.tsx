import { render, screen, within } from '@testing-library/react';
import { awards } from '@/src/content/company';
import type { Project } from '@/src/content/portfolio';
import { Awards } from './Awards';

/** Just what the awards read of a case study. */
const project = (projectId: string, title: string) => ({ projectId, title }) as Project;

describe('Awards', () => {
  it('links every award shown to the case study it was for, and leaves out one whose case study is not published', () => {
    const [missing, ...published] = awards;
    render(<Awards projects={published.map((a) => project(a.projectId, `Case ${a.projectId}`))} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    const kept = awards.filter((a) => a.projectId !== missing!.projectId);
    expect(items).toHaveLength(kept.length);
    for (const item of items) {
      const link = within(item).getByRole('link');
      expect(link.getAttribute('href')).toMatch(/^\/portfolio\/[a-z0-9-]+$/);
    }
    expect(screen.queryByRole('heading', { name: missing!.title })).toBeNull();
  });

  it('is left out when no award can be linked', () => {
    const { container } = render(<Awards projects={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
