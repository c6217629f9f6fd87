// Stand-in for Unreal 5.8's NavigationSystem.h (NavigationSystem), transcribed from the real header:
// the class, the public UPROPERTYs the stand-in engine reflects and every UFUNCTION the generator binds
// from it, declared as the real header declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/ObjectPtr.h"
#include "Templates/SubclassOf.h"
#include "AI/NavigationSystemBase.h"

class ANavigationData;
class UNavigationQueryFilter;

class UNavigationSystemV1 : public UNavigationSystemBase
{
public:
	TObjectPtr<ANavigationData> MainNavData;
	TObjectPtr<ANavigationData> AbstractNavData;

	static UNavigationSystemV1* GetNavigationSystem(UObject* WorldContextObject);
	static bool K2_ProjectPointToNavigation(UObject* WorldContextObject, const FVector& Point, FVector& ProjectedLocation, ANavigationData* NavData, TSubclassOf<UNavigationQueryFilter> FilterClass, const FVector QueryExtent = FVector::ZeroVector);
	static bool K2_GetRandomReachablePointInRadius(UObject* WorldContextObject, const FVector& Origin, FVector& RandomLocation, float Radius, ANavigationData* NavData = NULL, TSubclassOf<UNavigationQueryFilter> FilterClass = {});
	static bool K2_GetRandomLocationInNavigableRadius(UObject* WorldContextObject, const FVector& Origin, FVector& RandomLocation, float Radius, ANavigationData* NavData = NULL, TSubclassOf<UNavigationQueryFilter> FilterClass = {});
};
