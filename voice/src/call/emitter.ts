// A tiny typed event emitter. Unlike Node's EventEmitter, an `error` event with no listener never throws
// (the official SDK got stuck in a started state that way), and one throwing listener cannot break the call
// flow: its exception is reported asynchronously, as DOM events do.

type Listener<T> = (payload: T) => void;

export class Emitter<Events extends object> {
  #listeners = new Map<keyof Events, Set<Listener<never>>>();

  /** Adds a listener; returns a function that removes it. */
  on<E extends keyof Events>(event: E, listener: Listener<Events[E]>): () => void {
    let set = this.#listeners.get(event);
    if (!set) this.#listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => this.off(event, listener);
  }

  once<E extends keyof Events>(event: E, listener: Listener<Events[E]>): () => void {
    const off = this.on(event, (payload) => {
      off();
      listener(payload);
    });
    return off;
  }

  off<E extends keyof Events>(event: E, listener: Listener<Events[E]>): void {
    this.#listeners.get(event)?.delete(listener);
  }

  listenerCount(event?: keyof Events): number {
    if (event !== undefined) return this.#listeners.get(event)?.size ?? 0;
    let count = 0;
    for (const set of this.#listeners.values()) count += set.size;
    return count;
  }

  emit<E extends keyof Events>(event: E, payload: Events[E]): void {
    const set = this.#listeners.get(event);
    if (!set) return;
    for (const listener of [...set] as Listener<Events[E]>[]) {
      try {
        listener(payload);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
