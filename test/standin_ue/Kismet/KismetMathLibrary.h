// Stand-in for Unreal 5.8's Kismet/KismetMathLibrary.h (Engine), transcribed from the real header:
// the class and every UFUNCTION the generator binds from the part the stand-in engine reflects
// (the random numbers and unit vectors, FindLookAtRotation, the rotator's forward and right vectors, MakeTransform,
// ClassIsChildOf), declared as the real header declares them (RandomUnitVectorInConeInDegrees is inline there).
// Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Kismet/BlueprintFunctionLibrary.h"
#include "Templates/SubclassOf.h"

class UKismetMathLibrary : public UBlueprintFunctionLibrary
{
public:
	static int32 RandomInteger(int32 Max);
	static int32 RandomIntegerInRange(int32 Min, int32 Max);
	static double RandomFloat();
	static double RandomFloatInRange(double Min, double Max);
	static FRotator FindLookAtRotation(const FVector& Start, const FVector& Target);
	static FVector GetForwardVector(FRotator InRot);
	static FVector GetRightVector(FRotator InRot);
	static FTransform MakeTransform(FVector Location, FRotator Rotation, FVector Scale = FVector(1,1,1));
	static FVector RandomUnitVector();
	static FVector RandomUnitVectorInConeInRadians(FVector ConeDir, float ConeHalfAngleInRadians);
	static inline FVector RandomUnitVectorInConeInDegrees(FVector ConeDir, float ConeHalfAngleInDegrees)
	{
		return RandomUnitVectorInConeInRadians(ConeDir, ConeHalfAngleInDegrees * 0.017453292519943295);
	}
	static bool ClassIsChildOf(TSubclassOf<class UObject> TestClass, TSubclassOf<class UObject> ParentClass);
};
