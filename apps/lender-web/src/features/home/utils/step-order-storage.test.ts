import { describe, expect, it } from 'vitest';
import { readStepOrder, saveStepOrder, STEP_ORDER_STORAGE_KEY } from './step-order-storage';

describe('step_order in browser storage (spec §4 Portfolio)', () => {
  it('saves the server value under one key and reads it back', () => {
    localStorage.clear();
    saveStepOrder(3);
    expect(localStorage.getItem(STEP_ORDER_STORAGE_KEY)).toBe('3');
    expect(readStepOrder()).toBe(3);
    saveStepOrder(5);
    expect(readStepOrder()).toBe(5);
  });

  it('reads nothing from an empty or garbled storage', () => {
    localStorage.clear();
    expect(readStepOrder()).toBeNull();
    localStorage.setItem(STEP_ORDER_STORAGE_KEY, 'abc');
    expect(readStepOrder()).toBeNull();
  });

  it('a storage that refuses writes or reads loses nothing and throws nothing', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(() => saveStepOrder(2, refusing)).not.toThrow();
    expect(readStepOrder(refusing)).toBeNull();
  });
});
