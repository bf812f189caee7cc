export * from './types';
export * from './project-groups.events';
export { MENTOR_WEIGHTS } from './mentor-objective';
export { GROUP_SIZE, formProjectGroups } from './project-groups';
export { mentorRoundViolations } from './mentor-hard-constraints';
export { proposeMentorRound } from './propose-mentor-round';
export { type MentorRoundChanges, adjustMentorRound } from './adjust-mentor-round';
export * from './mentor-round';
export { generateMentorRound } from './generate-mentor-round';
