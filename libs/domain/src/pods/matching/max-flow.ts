/**
 * A small max-flow (shortest augmenting paths) for the TA assignments: a few hundred TAs and cells.
 * Capacities can be raised between calls to `augment`, and flow into the sink never decreases, so
 * assignments can be made in rounds of priority (e.g. one project TA per megapod first, then more).
 */
export class MaxFlow {
  private readonly to: number[] = [];
  private readonly capacity: number[] = [];
  private readonly adjacency: number[][] = [];

  constructor(nodes: number) {
    for (let i = 0; i < nodes; i++) this.adjacency.push([]);
  }

  addNode(): number {
    this.adjacency.push([]);
    return this.adjacency.length - 1;
  }

  /** Returns the edge id; its reverse is id ^ 1. */
  addEdge(from: number, to: number, capacity: number): number {
    const id = this.to.length;
    this.to.push(to, from);
    this.capacity.push(capacity, 0);
    this.adjacency[from].push(id);
    this.adjacency[to].push(id + 1);
    return id;
  }

  setCapacity(edge: number, capacity: number): void {
    const used = this.flow(edge);
    this.capacity[edge] = capacity - used;
  }

  flow(edge: number): number {
    return this.capacity[edge ^ 1];
  }

  /** Pushes as much more flow from source to sink as the capacities allow; returns how much. */
  augment(source: number, sink: number): number {
    let total = 0;
    for (;;) {
      const via = new Int32Array(this.adjacency.length).fill(-1);
      const queue = [source];
      via[source] = -2;
      for (let head = 0; head < queue.length && via[sink] === -1; head++) {
        for (const edge of this.adjacency[queue[head]]) {
          const next = this.to[edge];
          if (this.capacity[edge] > 0 && via[next] === -1) {
            via[next] = edge;
            queue.push(next);
          }
        }
      }
      if (via[sink] === -1) return total;
      let push = Infinity;
      for (let node = sink; node !== source; node = this.to[via[node] ^ 1])
        push = Math.min(push, this.capacity[via[node]]);
      for (let node = sink; node !== source; node = this.to[via[node] ^ 1]) {
        this.capacity[via[node]] -= push;
        this.capacity[via[node] ^ 1] += push;
      }
      total += push;
    }
  }
}
