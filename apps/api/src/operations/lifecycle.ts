/**
 * Where the process is in its life: `starting` until it listens (and the demo data is in place),
 * `ready` while it takes traffic, `draining` from SIGTERM until it exits. Readiness answers 503
 * outside `ready`, which is how a load balancer learns to stop sending work here.
 */
export type LifecycleState = 'starting' | 'ready' | 'draining';

export type Lifecycle = {
  state: () => LifecycleState;
  markReady: () => void;
  markDraining: () => void;
};

export function createLifecycle(): Lifecycle {
  let state: LifecycleState = 'starting';
  return {
    state: () => state,
    markReady() {
      if (state === 'starting') state = 'ready';
    },
    markDraining() {
      state = 'draining';
    },
  };
}
