// Stand-in for Unreal 5.8's Interfaces/Interface_CollisionDataProvider.h (Engine): the native
// interface a skeletal mesh component implements (its collision data queries are not bound).
// Declarations only.
#pragma once
#include "CoreMinimal.h"

class IInterface_CollisionDataProvider
{
public:
	virtual ~IInterface_CollisionDataProvider() = default;
};
