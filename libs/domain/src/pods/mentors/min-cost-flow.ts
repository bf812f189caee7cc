/**
 * Min-cost flow by successive shortest paths (Bellman–Ford with a queue), stopping as soon as the
 * cheapest augmenting path no longer lowers the cost. Starting from zero flow on a graph without
 * negative cycles, each augmentation keeps the flow cheapest for its amount, and the cost is convex in
 * the amount, so the flow it stops at is a minimum-cost flow of any amount: an optimum, not a heuristic.
 * Sized for the mentor round's type graph (hundreds of nodes, thousands of edges).
 */
export class MinCostFlow {
  private readonly to: number[] = [];
  private readonly capacity: number[] = [];
  private readonly cost: number[] = [];
  private readonly adjacency: number[][] = [];

  constructor(nodes: number) {
    for (let i = 0; i < nodes; i++) this.adjacency.push([]);
  }

  /** Returns the edge id; its residual reverse is id ^ 1. */
  addEdge(from: number, to: number, capacity: number, cost: number): number {
    const id = this.to.length;
    this.to.push(to, from);
    this.capacity.push(capacity, 0);
    this.cost.push(cost, -cost);
    this.adjacency[from].push(id);
    this.adjacency[to].push(id + 1);
    return id;
  }

  /** Flow on an edge added by addEdge. */
  flow(edge: number): number {
    return this.capacity[edge ^ 1];
  }

  /** Pushes flow from source to sink while that lowers the total cost; returns the total cost. */
  minimise(source: number, sink: number): number {
    const nodes = this.adjacency.length;
    let total = 0;
    for (;;) {
      const distance = new Array<number>(nodes).fill(Infinity);
      const via = new Array<number>(nodes).fill(-1);
      const queued = new Uint8Array(nodes);
      const queue = [source];
      distance[source] = 0;
      queued[source] = 1;
      for (let head = 0; head < queue.length; head++) {
        const node = queue[head];
        queued[node] = 0;
        for (const edge of this.adjacency[node]) {
          if (this.capacity[edge] <= 0) continue;
          const next = this.to[edge];
          const through = distance[node] + this.cost[edge];
          if (through < distance[next]) {
            distance[next] = through;
            via[next] = edge;
            if (!queued[next]) {
              queued[next] = 1;
              queue.push(next);
            }
          }
        }
      }
      if (!(distance[sink] < 0)) return total;
      let amount = Infinity;
      for (let node = sink; node !== source; node = this.to[via[node] ^ 1])
        amount = Math.min(amount, this.capacity[via[node]]);
      for (let node = sink; node !== source; node = this.to[via[node] ^ 1]) {
        this.capacity[via[node]] -= amount;
        this.capacity[via[node] ^ 1] += amount;
      }
      total += amount * distance[sink];
    }
  }
}
