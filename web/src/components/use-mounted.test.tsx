import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMounted } from "./use-mounted";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useMounted", () => {
  it("is false on the first render and true just after it", () => {
    const hook = renderHook(() => useMounted());
    expect(hook.result.current).toBe(false);
    act(() => {
      vi.runAllTimers();
    });
    expect(hook.result.current).toBe(true);
  });
});
