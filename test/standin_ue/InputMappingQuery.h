// Stand-in for Unreal's InputMappingQuery.h (EnhancedInput), transcribed from the latest public
// 5.x header (5.8's is not in the public mirror): the answers of a mapping query. Declarations only.
#pragma once
#include "CoreMinimal.h"

enum class EMappingQueryResult : uint8
{
	Error_EnhancedInputNotEnabled,
	Error_InputContextNotInActiveContexts,
	Error_InvalidAction,
	NotMappable,
	MappingAvailable,
};

enum class EMappingQueryIssue : uint8
{
	NoIssue = 0,
	ReservedByAction = 1 << 0,
	HidesExistingMapping = 1 << 1,
	HiddenByExistingMapping = 1 << 2,
	CollisionWithMappingInSameContext = 1 << 3,
	ForcesTypePromotion = 1 << 4,
	ForcesTypeDemotion = 1 << 5,
};
