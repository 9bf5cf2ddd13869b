import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMounted } from "./use-mounted";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderCounted(when?: boolean) {
  let renders = 0;
  const hook = renderHook(
    ({ enabled }: { enabled?: boolean }) => {
      renders += 1;
      return useMounted(enabled);
    },
    { initialProps: { enabled: when } },
  );
  return { hook, renders: () => renders };
}

describe("useMounted", () => {
  it("is false on the first render and true just after it", () => {
    const { hook } = renderCounted();
    expect(hook.result.current).toBe(false);
    act(() => vi.runAllTimers());
    expect(hook.result.current).toBe(true);
  });

  it("changes nothing, and draws nothing again, while its condition is false", () => {
    const { hook, renders } = renderCounted(false);
    act(() => vi.runAllTimers());
    expect(hook.result.current).toBe(false);
    expect(renders()).toBe(1);
  });

  it("turns true once its condition does, and false again with it", () => {
    const { hook } = renderCounted(false);
    hook.rerender({ enabled: true });
    act(() => vi.runAllTimers());
    expect(hook.result.current).toBe(true);
    hook.rerender({ enabled: false });
    expect(hook.result.current).toBe(false);
  });
});
