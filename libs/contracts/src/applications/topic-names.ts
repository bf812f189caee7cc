import type { MENTOR_TOPICS } from './enumerations';

/**
 * The mentor topics as spec 2 §3 writes them (the keys are their snake_case): one table, so every
 * screen that names a topic keeps its capitals and hyphens ("Deep Q-learning", "ADAM").
 */
export const MENTOR_TOPIC_NAMES: Record<(typeof MENTOR_TOPICS)[number], string> = {
  linear_regression: 'Linear regression',
  generalized_linear_models: 'Generalized linear models',
  dimensionality_reduction: 'Dimensionality reduction',
  bayesian_statistics: 'Bayesian statistics',
  linear_dynamical_systems: 'Linear dynamical systems',
  decision_making: 'Decision making',
  optimal_control: 'Optimal control',
  reinforcement_learning: 'Reinforcement learning',
  single_neuron_models: 'Single neuron models',
  neuronal_network_dynamics: 'Neuronal network dynamics',
  network_causality: 'Network causality',
  convolutional_neural_networks: 'Convolutional neural networks',
  autoencoders: 'Autoencoders',
  stochastic_gradient_descent: 'Stochastic gradient descent',
  automatic_differentiation: 'Automatic differentiation',
  multilayer_perceptrons: 'Multilayer perceptrons',
  adam: 'ADAM',
  dropout: 'Dropout',
  convnets: 'ConvNets',
  alexnet: 'AlexNet',
  lstm: 'LSTM',
  deep_q_learning: 'Deep Q-learning',
  self_supervised_learning: 'Self-supervised learning',
  causality: 'Causality',
};
