// Stand-in for Unreal 5.8's Animation/AnimInstance.h (Engine), transcribed from the real header:
// EMontagePlayReturnType, the class and every UFUNCTION the generator binds from the part the
// stand-in engine reflects (the montage functions), declared as the real header declares them.
// Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/Object.h"

class UAnimMontage;

enum class EMontagePlayReturnType : uint8
{
	MontageLength,
	Duration,
};

class UAnimInstance : public UObject
{
public:
	float Montage_Play(UAnimMontage* MontageToPlay, float InPlayRate = 1.f, EMontagePlayReturnType ReturnValueType = EMontagePlayReturnType::MontageLength, float InTimeToStartMontageAt=0.f, bool bStopAllMontages = true);
	void Montage_Stop(float InBlendOutTime, const UAnimMontage* Montage = NULL);
	void Montage_JumpToSection(FName SectionName, const UAnimMontage* Montage = NULL);
	FName Montage_GetCurrentSection(const UAnimMontage* Montage = NULL) const;
	bool Montage_IsActive(const UAnimMontage* Montage) const;
	bool Montage_IsPlaying(const UAnimMontage* Montage) const;
	bool IsAnyMontagePlaying() const;
	UAnimMontage* GetCurrentActiveMontage() const;
};
