export function boundedMemo<V = unknown>(limit: number): {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  readonly size: number;
};
