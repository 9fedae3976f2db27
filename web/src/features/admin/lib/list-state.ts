/** Where a list tab is: its search and page, kept by the panel so switching tabs keeps them. */
export interface ListState {
  page: number;
  q: string;
}

export const firstPage: ListState = { page: 1, q: '' };
